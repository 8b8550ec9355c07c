"""soepkern: the pure domain core of the soup shop (stdlib + attrs only)."""
