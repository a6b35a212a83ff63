"""The bundled training script: several bugs at once, each found on its line, nothing else reported."""

import json
import os
import subprocess
import sys
from pathlib import Path

from jaxlint.verify.fixture import error_marks

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "train.py"
JAXLINT = os.path.join(os.path.dirname(sys.executable), "jaxlint")


def test_every_marked_bug_is_found_and_nothing_else():
    expected = {(line, code) for line, codes in error_marks(EXAMPLE.read_text()).items() for code in codes}
    assert len(expected) >= 6
    run = subprocess.run([JAXLINT, "--no-cache", "--output-format", "json", str(EXAMPLE)],
                         capture_output=True, text=True)
    found = {(f["line"], f["code"]) for f in json.loads(run.stdout)}
    assert run.returncode == 1
    assert found == expected
