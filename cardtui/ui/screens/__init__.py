"""The app's screens; each screen orchestrates widgets and stays under ~500 lines."""
