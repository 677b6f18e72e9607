"""Hand-history import: PHH and site text formats to drills (no Qt)."""
