"""Art and other files shipped in ``assets/``: one helper for wheels and editable installs."""

from __future__ import annotations

from pathlib import Path

PACKAGE_ASSETS = Path(__file__).resolve().parent.parent / "assets"  # where a wheel puts them
REPO_ASSETS = Path(__file__).resolve().parent.parent.parent / "assets"


def asset_path(relative: str) -> Path:
    """The file ``relative`` (e.g. ``"icons/app.svg"``) inside the assets.

    Looks in the installed package ``dealer_trainer.assets`` first, then in the repository's
    ``assets/`` folder (editable installs), then asks ``importlib.resources`` for the package
    (installed some other way). The folders are tried first: importing importlib.resources
    costs the start-up a few milliseconds.

    Raises:
        FileNotFoundError: when the asset is in none of these places.
    """
    for root in (PACKAGE_ASSETS, REPO_ASSETS):
        path = root / relative
        if path.is_file():
            return path
    try:
        from importlib import resources

        candidate = resources.files("dealer_trainer.assets").joinpath(relative)
        if candidate.is_file():
            return Path(str(candidate))
    except (ModuleNotFoundError, TypeError):
        pass
    raise FileNotFoundError(relative)


def app_icon():  # noqa: ANN201 - returns QIcon; imported lazily to keep this module light
    """The application icon (QIcon)."""
    from PySide6.QtGui import QIcon

    try:
        return QIcon(str(asset_path("icons/app.svg")))
    except FileNotFoundError:
        return QIcon()
