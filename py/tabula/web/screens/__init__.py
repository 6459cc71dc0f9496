"""Screens of the app: home (games, saves, open a link), new game form, the game table."""
