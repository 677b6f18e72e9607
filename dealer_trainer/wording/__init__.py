"""The program's words for the engine's results: pots and their arithmetic, amounts, names, the
referee's rulings and errors, in the active language (no Qt). Sits above the engine and below
the drills (docs/architecture.md#layers)."""
