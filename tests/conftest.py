"""Test-session setup.

- Hypothesis' files (example database, constants cache, patches) stay out of the shared tree.
- Ctrl-C is Python's KeyboardInterrupt here, even when the tests were started with SIGINT
  ignored (a shell's background job, nohup, some CI runners): the Ctrl-C tests send SIGINT to
  this process and to interpreters they start, which take the default disposition on exec once
  this process handles the signal.
"""

import signal
import tempfile
from pathlib import Path

from hypothesis.configuration import set_hypothesis_home_dir

set_hypothesis_home_dir(Path(tempfile.gettempdir()) / "grundy-tests-hypothesis")

if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)
