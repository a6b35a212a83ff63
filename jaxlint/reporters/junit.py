"""`junit`: JUnit XML, a test suite per file and a failing test case per finding, as ruff writes it."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from jaxlint.reporters.escape import printable
from jaxlint.reporters.output import Output, message_with_cell


def render_junit(out: Output) -> str:
    # XML 1.0 cannot hold most control characters even escaped: they are written visibly first.
    suites = ET.Element("testsuites", name="jaxlint", tests=str(max(1, len(out.findings))),
                        failures=str(len(out.findings)), errors="0")
    by_path: dict = {}
    for f in out.findings:
        by_path.setdefault(f.path, []).append(f)
    if not by_path:
        suite = ET.SubElement(suites, "testsuite", name="jaxlint", tests="1", failures="0", errors="0")
        ET.SubElement(suite, "testcase", name="No errors found")
    for path, findings in by_path.items():
        suite = ET.SubElement(suites, "testsuite", name=printable(path), tests=str(len(findings)),
                              failures=str(len(findings)), errors="0")
        for f in findings:
            case = ET.SubElement(suite, "testcase", name=f"jaxlint.{f.code}", classname=printable(path),
                                 line=str(f.line), column=str(f.column))
            message = printable(message_with_cell(f))
            failure = ET.SubElement(case, "failure", message=message)
            failure.text = f"line {f.line}, col {f.column}, {message}"
    ET.indent(suites)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(suites, encoding="unicode")
