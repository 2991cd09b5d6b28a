-- Frequently asked questions of the support page (issue 7) are content, not code: the demo data
-- fills these tables (once per database, also on one seeded before they existed) and the API
-- serves what they hold.

CREATE TABLE faq_topics (
  code        text PRIMARY KEY,
  label       jsonb NOT NULL                  -- { "en", "es", "pt" }
);

CREATE TABLE faqs (
  id          text PRIMARY KEY,
  position    int NOT NULL UNIQUE,            -- the order the support page lists them in
  topic       text NOT NULL REFERENCES faq_topics(code),
  updated_at  date NOT NULL,                  -- when the answer was last reviewed
  question    jsonb NOT NULL,                 -- { "en", "es", "pt" }
  answer      jsonb NOT NULL                  -- { "en": [paragraphs], "es": [...], "pt": [...] }:
                                              -- {maxFiles}, {maxMb} and {types} are filled in
                                              -- with the server's upload limits
);
