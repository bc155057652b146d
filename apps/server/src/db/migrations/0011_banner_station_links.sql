-- A banner's link is kept relative to the station that shows it ("/events"): the carousel puts the station in
-- front. The console kept an address copied off the site as it was typed ("/tarang-delhi-1/events"), which the
-- carousel turned into "/tarang-delhi-1/tarang-delhi-1/events", the not-found page. The station in front goes.
UPDATE "banners"
SET "link_url" = '/' || regexp_replace("link_url", '^/(0|[a-z0-9]+(-[a-z0-9]+)*-[1-9][0-9]*)/?', '', 'i')
WHERE "link_url" ~* '^/(0|[a-z0-9]+(-[a-z0-9]+)*-[1-9][0-9]*)([/?#]|$)';
