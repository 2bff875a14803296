-- A certificate's link to its own PDF or validator page was stored with the PUBLIC_URL of the day it was issued.
-- Such a link becomes empty, the mark of our own PDF, whose address the server derives from today's PUBLIC_URL when
-- it reads the row. Links elsewhere (an older certificate's file) stay as they are. Running it again changes nothing.
UPDATE "Certificate"
SET "link" = ''
WHERE substring("link" from '^https?://[^/?#]+(/[^?#]*)$') IN ('/certificado/' || "codigo" || '/pdf', '/validador/' || "codigo");
