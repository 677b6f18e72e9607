"""Dealer Trainer: practise building and awarding main pots and side pots."""

__version__ = "0.1.0"
