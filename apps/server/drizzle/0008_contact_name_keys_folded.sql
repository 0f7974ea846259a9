-- Name keys (contacts/identity.ts normalizeNamePart) now fold the letters that have no Unicode
-- decomposition as contact search does (lib/fold.ts): "Søren Weiß" keys as "soren weiss", so a
-- CSV row or a post update written without them finds the contact. Stored keys are already
-- lowercased with their accents removed, so folding those letters in the key gives the new key.
UPDATE "contacts" SET "name_key" = translate(replace(replace(replace("name_key", 'ß', 'ss'), 'æ', 'ae'), 'œ', 'oe'), 'đłøıþ', 'dloit') WHERE "name_key" ~ '[ßæœđłøıþ]';
