"""The password rules: 10 to 128 characters, and not one of the most common passwords."""

from __future__ import annotations

MIN_LENGTH = 10
MAX_LENGTH = 128

TOO_SHORT = f"Het wachtwoord moet minimaal {MIN_LENGTH} tekens lang zijn."
TOO_LONG = f"Het wachtwoord mag maximaal {MAX_LENGTH} tekens lang zijn."
TOO_COMMON = "Dit wachtwoord wordt te vaak gebruikt. Kies een ander wachtwoord."

# The most used passwords of at least 10 characters (from public breach lists), lower-cased.
COMMON_PASSWORDS = frozenset(
    {
        "1234567890",
        "12345678910",
        "123456789a",
        "0123456789",
        "0987654321",
        "1111111111",
        "1q2w3e4r5t",
        "1qaz2wsx3edc",
        "qwertyuiop",
        "qwerty1234",
        "qwerty12345",
        "qwerty123456",
        "password12",
        "password123",
        "password1234",
        "passw0rd123",
        "wachtwoord",
        "wachtwoord1",
        "wachtwoord12",
        "wachtwoord123",
        "welkom1234",
        "welkom12345",
        "iloveyou12",
        "abcdefghij",
        "abcd123456",
        "a123456789",
        "aaaaaaaaaa",
        "zaq12wsxcde",
        "football123",
        "princess123",
        "sunshine123",
        "monkey1234",
        "letmein123",
        "trustno1234",
        "superman123",
        "administrator",
        "changeme123",
        "soepketel123",
    }
)


def password_problems(password: str) -> list[str]:
    """Dutch messages for everything wrong with a new password (empty when it is fine)."""
    if len(password) < MIN_LENGTH:
        return [TOO_SHORT]
    if len(password) > MAX_LENGTH:
        return [TOO_LONG]
    if password.lower() in COMMON_PASSWORDS:
        return [TOO_COMMON]
    return []
