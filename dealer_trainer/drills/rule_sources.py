"""The diagnoses' rule sentences, kept importable here while the checking modules move
(issue 26): their one home is :mod:`dealer_trainer.engine.rule_sources`."""

from __future__ import annotations

from dealer_trainer.engine.rule_sources import RULES, rule

__all__ = ["RULES", "rule"]
