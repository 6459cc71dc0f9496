"""Game-agnostic engine: protocol, PRNG, records, share-token codec, errors."""
