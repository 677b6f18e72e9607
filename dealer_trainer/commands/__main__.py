"""``python -m dealer_trainer.commands``: the ``dealer-trainer`` command (:func:`main`)."""

import sys

from dealer_trainer.commands import main

sys.exit(main())
