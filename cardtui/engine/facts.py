"""Typed game facts: the base of every game's public facts, private facts and deal details.

A game declares frozen dataclasses of its facts next to its rules (``games/<game>/facts.py``)
on :class:`Facts`. Each has a canonical dict form (:meth:`Facts.as_dict`, read back by
:meth:`Facts.from_dict`): the form the wire sends and digests hold, the same keys and
values the games' dicts had. A field made with :func:`omitted` is left out of the dict
form while it is ``None`` (a fact a seat knows only at times) or while its condition fails.

Readers take a game's class with :func:`facts_as`, which also rebuilds it from the dict
form (a view that came over the network, a spectator's common facts). For readers not yet
moved, a :class:`Facts` is also a read-only ``Mapping`` of its dict form.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator, Mapping
from typing import Any, TypeVar, dataclass_transform

F = TypeVar("F", bound="Facts")
T = TypeVar("T", bound=type)

_KEEP = "keep"
Keep = Callable[[Any, Any], bool]
"""Whether a field is in the dict form, given the facts and the field's value."""
_NAMES: dict[type, tuple[tuple[str, Keep | None], ...]] = {}


def _known(facts: Any, value: Any) -> bool:
    return value is not None


def omitted(when: Callable[[Any], bool] | None = None) -> Any:
    """A field left out of the dict form while ``when(facts)`` is false (by default: while
    the field is ``None``, that is unknown); its default is ``None``."""
    keep: Keep = _known if when is None else (lambda facts, _value: when(facts))
    return dataclasses.field(default=None, metadata={_KEEP: keep})


def _names(kind: type) -> tuple[tuple[str, Keep | None], ...]:
    names = _NAMES.get(kind)
    if names is None:
        fields = dataclasses.fields(kind)
        names = _NAMES[kind] = tuple((f.name, f.metadata.get(_KEEP)) for f in fields)
    return names


@dataclasses.dataclass(frozen=True, eq=False)
class Facts(Mapping[str, Any]):
    """A game's facts: no fields here; a game's class declares them (module docstring).

    Two facts are equal when their dict forms are (also against a plain mapping)."""

    def as_dict(self) -> dict[str, Any]:
        """The canonical dict form: every field in declared order but unknown omitted ones."""
        out: dict[str, Any] = {}
        for name, keep in _names(type(self)):
            value = getattr(self, name)
            if keep is None or keep(self, value):
                out[name] = value
        return out

    @classmethod
    def from_dict(cls: type[F], data: Mapping[str, Any]) -> F:
        """The facts whose dict form is ``data`` (missing keys take the fields' defaults);
        ``ValueError`` names a key the class does not have."""
        known = {name for name, _ in _names(cls)}
        unknown = sorted(str(k) for k in data if k not in known)
        if unknown:
            raise ValueError(f"{cls.__name__} has no fact {unknown[0]!r}")
        return cls(**data)

    @classmethod
    def extending(cls: type[F], base: Facts, **more: Any) -> F:
        """These facts from a family's ``base`` facts (a parent class's) and the ``more``
        fields this class adds or replaces."""
        return cls(**{**vars(base), **more})

    def __getitem__(self, key: str) -> Any:
        for name, keep in _names(type(self)):
            if name == key:
                value = getattr(self, name)
                if keep is not None and not keep(self, value):
                    break
                return value
        raise KeyError(key)

    def __iter__(self) -> Iterator[str]:
        return iter(self.as_dict())

    def __len__(self) -> int:
        return len(self.as_dict())

    def __repr__(self) -> str:
        body = ", ".join(f"{k}={v!r}" for k, v in self.as_dict().items())
        return f"{type(self).__name__}({body})"


@dataclass_transform(frozen_default=True, eq_default=False, field_specifiers=(dataclasses.field,))
def facts_class(cls: T) -> T:
    """Declare a game's facts class: a frozen dataclass (no ``==`` or ``repr`` of its own:
    :class:`Facts` compares and shows the dict form) whose ``__init__`` fills the fields
    in one step (a view builds its facts at every turn). Every field needs a default."""
    kind: T = dataclasses.dataclass(frozen=True, eq=False, repr=False)(cls)  # type: ignore[assignment]
    fields = dataclasses.fields(kind)
    if any(f.default is dataclasses.MISSING for f in fields):
        raise TypeError(f"{kind.__name__}: every fact needs a default")
    names = [f.name for f in fields]
    params = ", ".join(f"{n}=_d[{i}]" for i, n in enumerate(names))
    body = ", ".join(f"{n!r}: {n}" for n in names)
    source = f"def __init__(self, {params}):\n    self.__dict__.update({{{body}}})\n"
    space: dict[str, Any] = {"_d": [f.default for f in fields]}
    exec(source, space)
    init = space["__init__"]
    init.__qualname__ = f"{kind.__qualname__}.__init__"
    setattr(kind, "__init__", init)  # noqa: B010 - the class is made, its fields known
    return kind


@dataclasses.dataclass(frozen=True, eq=False, repr=False)
class RawFacts(Facts):
    """Facts known only in their dict form: read from the wire, or a spectator's common
    part of the seats' facts. :func:`facts_as` turns them into the game's class."""

    data: Mapping[str, Any] = dataclasses.field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        return dict(self.data)

    def __getitem__(self, key: str) -> Any:
        return self.data[key]


NO_FACTS = RawFacts()
"""The facts of a game that has none to tell (an empty dict form)."""


def raw(data: Mapping[str, Any]) -> Facts:
    """``data`` as facts: itself when it already is, else its dict form wrapped."""
    return data if isinstance(data, Facts) else RawFacts(dict(data))


def replaced(facts: Facts, changes: Mapping[str, Any]) -> Facts:
    """``facts`` with the values of ``changes`` (keys of its dict form) put in."""
    if isinstance(facts, RawFacts):
        return RawFacts({**facts.data, **changes})
    return dataclasses.replace(facts, **changes)


def facts_as(facts: Mapping[str, Any], kind: type[F]) -> F:
    """``facts`` as the game's class ``kind``: itself, or rebuilt from its dict form."""
    return facts_in(facts, kind)


def facts_in(facts: Mapping[str, Any], *kinds: type[F]) -> F:
    """``facts`` as one of a family's classes ``kinds``: itself when it is one of them;
    a dict form (the wire's, a spectator's part) becomes the class of the fewest fields
    that has all its keys (``ValueError`` when none has)."""
    if isinstance(facts, kinds):
        return facts
    data = facts.as_dict() if isinstance(facts, Facts) else dict(facts)
    fitting = [k for k in kinds if all(key in {n for n, _ in _names(k)} for key in data)]
    best = min(fitting or kinds, key=lambda k: len(_names(k)))
    return best.from_dict(data)
