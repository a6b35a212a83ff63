"""Starting harness interpreters: apart from the caller's folder, secrets and network, output bounded.

- `python -I -B -m jaxlint.verify.harness`, started in an empty folder: neither the working folder nor
  PYTHON* variables decide what is imported (a checkout's own `jaxlint/` folder is not), and no
  bytecode is written next to the fixtures.
- The environment is the caller's without anything that looks like a secret (tokens, keys, passwords,
  cloud and CI credentials): fixtures are programs, and `--fixtures DIR` may be someone else's.
- Where Linux lets an unprivileged user make one (`unshare -rn`), the process gets its own network
  namespace, which has no interfaces: no connection leaves it, from native code or child processes
  either. The harness's audit hook blocks Python-level network access everywhere.
- Output is read as it comes and only its first (report) and last (stderr) bytes are kept, so a
  fixture that prints 300 MB costs kilobytes.
"""

from __future__ import annotations

import atexit
import functools
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
from typing import Optional

HARNESS = ("-I", "-B", "-m", "jaxlint.verify.harness")
REPORT_LIMIT = 1 << 20  # bytes of stdout kept: the report is one line
TAIL_LIMIT = 64 << 10  # bytes of stderr kept, from its end
_SECRET = re.compile(r"TOKEN|SECRET|KEY|PASSW|CREDENTIAL|AUTH|COOKIE|SESSION|PRIVATE|"
                     r"^(AWS|GITHUB|GH|AZURE|GOOGLE|GCP|ACTIONS|SSH|DOCKER|NPM|PYPI|TWINE|HF)_", re.IGNORECASE)


def scrubbed_environment(extra: dict) -> dict:
    """The caller's environment without secrets, plus `extra`."""
    env = {k: v for k, v in os.environ.items() if not _SECRET.search(k)}
    env.update(extra)
    return env


@functools.lru_cache(maxsize=None)
def neutral_folder() -> str:
    """An empty folder to start interpreters in, removed when the verifier exits."""
    folder = tempfile.mkdtemp(prefix="jaxlint-verify-")
    atexit.register(shutil.rmtree, folder, True)
    return folder


@functools.lru_cache(maxsize=None)
def network_namespace() -> tuple:
    """The command prefix that gives a process an empty network namespace, or () where there is none."""
    unshare = shutil.which("unshare") if sys.platform.startswith("linux") else None
    if unshare is None:
        return ()
    try:
        ok = subprocess.run([unshare, "-rn", "true"], capture_output=True, timeout=10).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        ok = False
    return (unshare, "-rn") if ok else ()


class Drain(threading.Thread):
    """Reads a pipe to its end in the background, keeping at most `head` bytes from its start or
    `tail` bytes from its end; `total` counts everything read."""

    def __init__(self, pipe, head: int = 0, tail: int = 0) -> None:
        super().__init__(daemon=True)
        self.pipe, self.head, self.tail = pipe, head, tail
        self.data = bytearray()
        self.total = 0
        self.start()

    def run(self) -> None:
        fd = self.pipe.fileno()
        while True:
            try:
                chunk = os.read(fd, 1 << 16)
            except OSError:
                break
            if not chunk:
                break
            self.total += len(chunk)
            if self.head:
                self.data += chunk[:max(0, self.head - len(self.data))]
            else:
                self.data += chunk
                if len(self.data) > 2 * self.tail:
                    del self.data[:-self.tail]
        self.pipe.close()

    def text(self) -> str:
        data = self.data if self.head else self.data[-self.tail:]
        return bytes(data).decode("utf-8", "replace")

    @property
    def truncated(self) -> bool:
        return self.total > len(self.data)


def describe(executable: str) -> subprocess.CompletedProcess:
    """`--describe` in `executable`, started as the fixtures are."""
    return subprocess.run([executable, *HARNESS, "--describe"], cwd=neutral_folder(), stdin=subprocess.DEVNULL,
                          env=scrubbed_environment({}), capture_output=True, text=True, timeout=60)


def start(executable: str, args: list, env: dict) -> subprocess.Popen:
    """The harness for a fixture, in its own session (so a kill reaches everything it started)."""
    return subprocess.Popen([*network_namespace(), executable, *HARNESS, *args], cwd=neutral_folder(),
                            env=scrubbed_environment(env), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, start_new_session=True)


def send(proc: subprocess.Popen, line: str) -> Optional[str]:
    """Write one line to the process's stdin and close it; the error text if it has already gone."""
    try:
        proc.stdin.write(line.encode() + b"\n")
        proc.stdin.close()
    except OSError as exc:
        return str(exc)
    return None
