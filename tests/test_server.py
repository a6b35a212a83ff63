"""`jaxlint server`, driven by a real LSP client: JSON-RPC over the server's stdin and stdout, in a
subprocess, as an editor speaks it. Skipped without pygls (`pip install '.[lsp]'`; CI installs it)."""

from __future__ import annotations

import importlib.util
import json
import os
import queue
import subprocess
import sys
import threading
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(importlib.util.find_spec("pygls") is None,
                                reason="pygls is not installed (pip install '.[lsp]')")

JAXLINT = os.path.join(os.path.dirname(sys.executable), "jaxlint")
BAD = '''import jax


@jax.jit
def step(x):
    jax.debug.print(f"x = {x}")
    return x * 2
'''
CLEAN = BAD.replace('f"x = {x}"', '"x = {x}", x=x')
# Non-BMP characters before the finding: 2 UTF-16 units each, 1 code point.
WIDE = BAD.replace('    jax.debug.print(f"x = {x}")', '    s = "🙂🙂"; jax.debug.print(f"x = {x}")')


class Client:
    """A minimal LSP client: framed JSON-RPC messages, requests matched to responses by id."""

    def __init__(self, cwd: Path) -> None:
        self.proc = subprocess.Popen([JAXLINT, "server"], cwd=cwd, stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.messages: queue.Queue = queue.Queue()
        self.next_id = 0
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        stream = self.proc.stdout
        while True:
            headers = {}
            while True:
                line = stream.readline()
                if not line:
                    return
                if line in (b"\r\n", b"\n"):
                    break
                name, _, value = line.decode("ascii").partition(":")
                headers[name.strip().lower()] = value.strip()
            self.messages.put(json.loads(stream.read(int(headers["content-length"]))))

    def send(self, message: dict) -> None:
        body = json.dumps({"jsonrpc": "2.0", **message}).encode("utf-8")
        self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.proc.stdin.flush()

    def notify(self, method: str, params: dict) -> None:
        self.send({"method": method, "params": params})

    def request(self, method: str, params: dict):
        self.next_id += 1
        self.send({"id": self.next_id, "method": method, "params": params})
        message = self.wait(lambda m: m.get("id") == self.next_id and "method" not in m)
        assert "error" not in message, message
        return message["result"]

    def wait(self, matches, timeout: float = 60):
        while True:
            try:
                message = self.messages.get(timeout=timeout)
            except queue.Empty:
                raise AssertionError(f"no message from the server in {timeout} s; stderr: "
                                     f"{self.proc.stderr.read1().decode(errors='replace')}") from None
            if matches(message):
                return message

    def diagnostics(self, uri: str) -> list:
        return self.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                         and m["params"]["uri"] == uri)["params"]["diagnostics"]


@pytest.fixture
def client(tmp_path):
    c = Client(tmp_path)
    c.request("initialize", {"processId": None, "rootUri": tmp_path.as_uri(), "capabilities": {}})
    c.notify("initialized", {})
    yield c
    if c.proc.poll() is None:
        c.request("shutdown", None)
        c.notify("exit", None)
        assert c.proc.wait(timeout=30) == 0
    c.proc.stdin.close()


def _open(client, tmp_path, text: str, name: str = "step.py") -> str:
    path = tmp_path / name
    path.write_text(text)
    uri = path.as_uri()
    client.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "python", "version": 1,
                                                            "text": text}})
    return uri


def _change(client, uri: str, version: int, text: str) -> None:
    client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version},
                                             "contentChanges": [{"text": text}]})


def test_diagnostics_on_open_change_and_save(client, tmp_path):
    uri = _open(client, tmp_path, BAD)
    [diag] = client.diagnostics(uri)
    assert diag["range"] == {"start": {"line": 5, "character": 20}, "end": {"line": 5, "character": 30}}
    assert (diag["code"], diag["source"], diag["severity"]) == ("JAX301", "jaxlint", 1)
    assert diag["message"].startswith("f-string in debug.print interpolates traced `x`")
    _change(client, uri, 2, CLEAN)
    assert client.diagnostics(uri) == []
    _change(client, uri, 3, BAD)
    assert [d["code"] for d in client.diagnostics(uri)] == ["JAX301"]
    client.notify("textDocument/didSave", {"textDocument": {"uri": uri}})
    assert [d["code"] for d in client.diagnostics(uri)] == ["JAX301"]
    client.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
    assert client.diagnostics(uri) == []


def test_positions_are_in_utf16_units(client, tmp_path):
    uri = _open(client, tmp_path, WIDE)
    [diag] = client.diagnostics(uri)
    # `    s = "🙂🙂"; jax.debug.print(f"...`: the f-string starts at code point 30, UTF-16 unit 32.
    assert WIDE.splitlines()[5].index('f"x') == 30
    assert diag["range"]["start"] == {"line": 5, "character": 32}


def test_code_actions_fix_noqa_and_fix_all(client, tmp_path):
    uri = _open(client, tmp_path, BAD)
    client.diagnostics(uri)
    actions = client.request("textDocument/codeAction", {
        "textDocument": {"uri": uri},
        "range": {"start": {"line": 5, "character": 22}, "end": {"line": 5, "character": 22}},
        "context": {"diagnostics": []}})
    by_title = {a["title"]: a for a in actions}
    assert set(by_title) == {"jaxlint: fix JAX301", "jaxlint: disable JAX301 for this line (# noqa)",
                             "jaxlint: fix all safe fixes"}
    fix = by_title["jaxlint: fix JAX301"]
    assert fix["kind"] == "quickfix" and fix["isPreferred"] is True
    assert fix["edit"]["changes"][uri] == [{
        "range": {"start": {"line": 5, "character": 4}, "end": {"line": 5, "character": 31}},
        "newText": 'jax.debug.print("x = {x}", x=x)'}]
    noqa = by_title["jaxlint: disable JAX301 for this line (# noqa)"]["edit"]["changes"][uri]
    assert noqa == [{"range": {"start": {"line": 5, "character": 0}, "end": {"line": 5, "character": 31}},
                     "newText": '    jax.debug.print(f"x = {x}")  # noqa: JAX301'}]
    whole = by_title["jaxlint: fix all safe fixes"]
    assert whole["kind"] == "source.fixAll.jaxlint"
    assert whole["edit"]["changes"][uri][0]["newText"] == CLEAN
    only = client.request("textDocument/codeAction", {
        "textDocument": {"uri": uri},
        "range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}},
        "context": {"diagnostics": [], "only": ["source.fixAll"]}})
    assert [a["title"] for a in only] == ["jaxlint: fix all safe fixes"]


def test_hover_shows_the_rule_page(client, tmp_path):
    uri = _open(client, tmp_path, BAD)
    client.diagnostics(uri)
    hover = client.request("textDocument/hover", {"textDocument": {"uri": uri},
                                                  "position": {"line": 5, "character": 24}})
    assert hover["contents"]["kind"] == "markdown"
    text = hover["contents"]["value"]
    assert text.startswith("# JAX301 debug-print-fstring\n") and "## What it does" in text
    nothing = client.request("textDocument/hover", {"textDocument": {"uri": uri},
                                                    "position": {"line": 0, "character": 2}})
    assert nothing is None


def test_configuration_is_the_projects(client, tmp_path):
    (tmp_path / "pyproject.toml").write_text('[tool.jaxlint]\nignore = ["JAX301"]\n')
    uri = _open(client, tmp_path, BAD)
    assert client.diagnostics(uri) == []


def test_a_document_is_linted_in_its_project(client, project, tmp_path):
    """losses.py's bug comes from train.py's jitted step: on disk, then from train.py's open buffer."""
    project.write_two_files()
    uri = _open(client, tmp_path, project.LOSSES, "losses.py")
    [diag] = client.diagnostics(uri)
    assert (diag["code"], diag["range"]["start"]) == ("JAX101", {"line": 4, "character": 7})
    assert diag["message"] == project.CROSS_FILE.split(" JAX101 ", 1)[1]
    project.write("train.py", project.STATIC_TRAIN)
    _change(client, uri, 2, project.LOSSES)
    assert client.diagnostics(uri) == []
    train = (tmp_path / "train.py").as_uri()  # the editor holds the traced caller, unsaved
    client.notify("textDocument/didOpen", {"textDocument": {"uri": train, "languageId": "python", "version": 1,
                                                            "text": project.TRAIN}})
    assert client.diagnostics(train) == []
    _change(client, uri, 3, project.LOSSES)
    assert [d["code"] for d in client.diagnostics(uri)] == ["JAX101"]


def test_without_pygls_it_says_what_to_install():
    code = "import sys; sys.modules['pygls'] = None; from jaxlint.cli import main; sys.exit(main(['server']))"
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert run.returncode == 2 and "pip install 'jaxlint[lsp]'" in run.stderr
