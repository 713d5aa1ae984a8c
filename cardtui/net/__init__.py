"""Network play: a host runs the match, clients send actions and receive their seat's view.

Layers: this package imports only the standard library, ``websockets`` and
cardtui's engine, games, bots and storage (never Textual). ``docs/network.md`` has the
protocol. :mod:`~cardtui.net.schema` checks client messages, :mod:`~cardtui.net.wire`
turns engine values into JSON, :mod:`~cardtui.net.table` is one hosted match,
:mod:`~cardtui.net.host` the server, :mod:`~cardtui.net.client` a client.
"""
