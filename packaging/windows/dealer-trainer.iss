; Inno Setup script: a Windows installer around the bundle that tools/build_bundle.py builds.
; Recipe (on Windows, not run on the Linux machine where the program is tested):
;   py -3.11 tools\build_bundle.py
;   "C:\Program Files (x86)\Inno Setup 6\ISCC.exe" packaging\windows\dealer-trainer.iss
; gives dist\DealerTrainer-0.1.0-setup.exe (per-machine install; a Start menu entry opens the window).
#define Version "0.1.0"

[Setup]
AppId={{6F1C2D5E-3B7A-4E58-9C1D-DEA1E7A1C0DE}
AppName=Dealer Trainer
AppVersion={#Version}
AppPublisher=Dealer Trainer developers
DefaultDirName={autopf}\Dealer Trainer
DefaultGroupName=Dealer Trainer
OutputDir=..\..\dist
OutputBaseFilename=DealerTrainer-{#Version}-setup
Compression=lzma2
SolidCompression=yes
ArchitecturesInstallIn64BitMode=x64compatible
PrivilegesRequired=admin
UninstallDisplayIcon={app}\Dealer Trainer.exe

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "nl"; MessagesFile: "compiler:Languages\Dutch.isl"

[Files]
Source: "..\..\dist\dealer-trainer\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\Dealer Trainer"; Filename: "{app}\Dealer Trainer.exe"
Name: "{autodesktop}\Dealer Trainer"; Filename: "{app}\Dealer Trainer.exe"; Tasks: desktopicon

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked
