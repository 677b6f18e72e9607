"""Art and other files shipped in ``assets/``: one helper for wheels and editable installs."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

REPO_ASSETS = Path(__file__).resolve().parent.parent.parent / "assets"


def asset_path(relative: str) -> Path:
    """The file ``relative`` (e.g. ``"icons/app.svg"``) inside the assets.

    Looks in the installed package ``dealer_trainer.assets`` first, then in the repository's
    ``assets/`` folder (editable installs).

    Raises:
        FileNotFoundError: when the asset is in neither place.
    """
    try:
        root = resources.files("dealer_trainer.assets")
        candidate = root.joinpath(relative)
        if candidate.is_file():
            return Path(str(candidate))
    except (ModuleNotFoundError, TypeError):
        pass
    path = REPO_ASSETS / relative
    if path.is_file():
        return path
    raise FileNotFoundError(relative)


def app_icon():  # noqa: ANN201 - returns QIcon; imported lazily to keep this module light
    """The application icon (QIcon)."""
    from PySide6.QtGui import QIcon

    try:
        return QIcon(str(asset_path("icons/app.svg")))
    except FileNotFoundError:
        return QIcon()
