"""Saved progress of the trainee (sqlite3, no Qt)."""
