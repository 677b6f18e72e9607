"""The bundle's entry point (frozen by PyInstaller, packaging/dealer-trainer.spec): the
``dealer-trainer`` command, window and subcommands alike."""

import multiprocessing
import sys

from dealer_trainer.commands import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # the import's worker processes, where they are spawned (Windows, macOS)
    sys.exit(main())
