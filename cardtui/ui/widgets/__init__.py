"""Table widgets, one per module, each with its own ``DEFAULT_CSS``."""
