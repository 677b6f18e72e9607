"""Drills: randomized multi-way all-in tables, lessons and drill files (pure Python, no Qt)."""
