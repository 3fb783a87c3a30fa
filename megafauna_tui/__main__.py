"""``python -m megafauna_tui`` runs the same command line as ``megafauna``."""

import sys

from megafauna_tui.cli import main

sys.exit(main())
