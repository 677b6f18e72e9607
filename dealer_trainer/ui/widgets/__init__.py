"""Widgets around the table: the feedback panel and dialogs."""
