"""The Textual app. Import-light: nothing here imports Textual until the app starts.

Entry point: :func:`cardtui.ui.launch.run_app`.
"""
