import os
import sys

from . import main

try:
    sys.exit(main())
except BrokenPipeError:  # `python -m benchmarks --list | head`: the reader left early
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    sys.exit(1)
