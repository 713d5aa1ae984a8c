"""Allow ``python -m cardtui`` to behave like the ``cardtui`` command."""

from cardtui.cli.entry import main

if __name__ == "__main__":
    main()
