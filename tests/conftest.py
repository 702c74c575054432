"""Keep Hypothesis' files (example database, constants cache, patches) out of the shared tree."""

import tempfile
from pathlib import Path

from hypothesis.configuration import set_hypothesis_home_dir

set_hypothesis_home_dir(Path(tempfile.gettempdir()) / "grundy-tests-hypothesis")
