"""Cutting a hand history's text into lines (no Qt)."""

from __future__ import annotations


def split_lines(text: str) -> list[str]:
    """``text``'s lines, cut only at the line ends hand histories use (``\\n``, ``\\r\\n``,
    ``\\r``), without them. Unlike ``str.splitlines``, a screen name or a chat line holding
    U+2028, U+0085 or a form feed stays one line."""
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    lines = text.split("\n")
    if not lines[-1]:
        lines.pop()
    return lines
