-- Global search index upkeep (001 §7.1): triggers keep search_terms in step with every searchable
-- table, whoever writes to it; the last statements fill it for existing rows.
CREATE OR REPLACE FUNCTION search_refresh_nodes(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_terms WHERE entity_type = 'DEVICE' AND entity_id = ANY(ids);
  INSERT INTO search_terms (division_id, entity_type, entity_id, client_id, node_class, node_role_id, attr, value, norm)
  SELECT n.division_id, 'DEVICE', n.id, n.client_id, n.node_class, n.node_role_id, t.attr, t.value, lower(t.value)
  FROM nodes n
  LEFT JOIN users u ON u.uid = n.assigned_user_uid
  CROSS JOIN LATERAL (
    -- One row per distinct value; a value shared by several attributes keeps the first one's name.
    SELECT DISTINCT ON (lower(v.value)) v.attr, v.value
    FROM (
      SELECT r.rank, r.attr, left(btrim(r.value), 500) AS value
      FROM (
        VALUES
          (1, 'name', n.name),
          (2, 'systemName', n.system_name),
          (3, 'friendlyName', n.friendly_name),
          (4, 'dnsName', n.dns_name),
          (5, 'serialNumber', n.serial_number),
          (6, 'biosSerialNumber', n.bios_serial_number),
          (7, 'serviceTag', n.service_tag),
          (8, 'lastLoggedInUser', n.last_logged_in_user),
          (9, 'publicIp', n.public_ip),
          (12, 'assignedUser', CASE WHEN u.id IS NULL THEN NULL ELSE u.first_name || ' ' || u.last_name END),
          (13, 'assignedUser', u.email)
        UNION ALL SELECT 10, 'ipAddress', unnest(n.ip_addresses)
        UNION ALL SELECT 11, 'macAddress', unnest(n.mac_addresses)
      ) r(rank, attr, value)
    ) v
    WHERE v.value IS NOT NULL AND v.value <> ''
    ORDER BY lower(v.value), v.rank
  ) t
  WHERE n.id = ANY(ids);
  -- MAC addresses also under their bare hex digits, so 001a2b3c4d5e finds 00:1A:2B:3C:4D:5E.
  INSERT INTO search_terms (division_id, entity_type, entity_id, client_id, node_class, node_role_id, attr, value, norm)
  SELECT n.division_id, 'DEVICE', n.id, n.client_id, n.node_class, n.node_role_id, 'macAddress', m.mac,
    regexp_replace(lower(m.mac), '[^0-9a-f]', '', 'g')
  FROM nodes n CROSS JOIN LATERAL unnest(n.mac_addresses) AS m(mac)
  WHERE n.id = ANY(ids) AND regexp_replace(lower(m.mac), '[^0-9a-f]', '', 'g') <> lower(m.mac)
    AND length(regexp_replace(lower(m.mac), '[^0-9a-f]', '', 'g')) >= 6;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_nodes_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_terms WHERE entity_type = 'DEVICE' AND entity_id IN (SELECT id FROM old_rows);
  ELSE
    PERFORM search_refresh_nodes(ARRAY(SELECT id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER nodes_search_insert AFTER INSERT ON nodes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_nodes_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_nodes_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Status updates (isUp, last contact...) are frequent: refresh only rows whose searchable values moved.
  PERFORM search_refresh_nodes(ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.division_id, n.client_id, n.node_class, n.node_role_id, n.name, n.system_name, n.friendly_name,
           n.dns_name, n.serial_number, n.bios_serial_number, n.service_tag, n.last_logged_in_user, n.public_ip,
           n.ip_addresses, n.mac_addresses, n.assigned_user_uid)
      IS DISTINCT FROM
          (o.division_id, o.client_id, o.node_class, o.node_role_id, o.name, o.system_name, o.friendly_name,
           o.dns_name, o.serial_number, o.bios_serial_number, o.service_tag, o.last_logged_in_user, o.public_ip,
           o.ip_addresses, o.mac_addresses, o.assigned_user_uid)
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER nodes_search_update AFTER UPDATE ON nodes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_nodes_updated();
--> statement-breakpoint
CREATE TRIGGER nodes_search_delete AFTER DELETE ON nodes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_nodes_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_refresh_entity(p_type text, p_id integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_terms WHERE entity_type = p_type AND entity_id = p_id;
  IF p_type = 'ORGANIZATION' THEN
    INSERT INTO search_terms (division_id, entity_type, entity_id, client_id, attr, value, norm)
    SELECT o.division_id, p_type, o.id, o.id, 'name', left(o.name, 500), lower(left(o.name, 500)) FROM organizations o WHERE o.id = p_id;
  ELSIF p_type = 'LOCATION' THEN
    INSERT INTO search_terms (division_id, entity_type, entity_id, client_id, attr, value, norm)
    SELECT o.division_id, p_type, l.id, l.client_id, 'name', left(l.name, 500), lower(left(l.name, 500))
    FROM locations l JOIN organizations o ON o.id = l.client_id WHERE l.id = p_id;
  ELSIF p_type = 'POLICY' THEN
    INSERT INTO search_terms (division_id, entity_type, entity_id, node_class, attr, value, norm)
    SELECT p.division_id, p_type, p.id, p.node_class, 'name', left(p.name, 500), lower(left(p.name, 500)) FROM policies p WHERE p.id = p_id;
  ELSIF p_type = 'GROUP' THEN
    INSERT INTO search_terms (division_id, entity_type, entity_id, attr, value, norm)
    SELECT g.division_id, p_type, g.id, 'name', left(g.name, 500), lower(left(g.name, 500)) FROM device_groups g WHERE g.id = p_id;
  ELSIF p_type = 'BOARD' THEN
    INSERT INTO search_terms (division_id, entity_type, entity_id, attr, value, norm)
    SELECT b.division_id, p_type, b.id, 'name', left(b.name, 500), lower(left(b.name, 500)) FROM ticket_boards b WHERE b.id = p_id;
  ELSIF p_type = 'TICKET' THEN
    INSERT INTO search_terms (division_id, entity_type, entity_id, client_id, attr, value, norm)
    SELECT k.division_id, p_type, k.id, k.client_id, 'name', left(k.subject, 500), lower(left(k.subject, 500)) FROM tickets k WHERE k.id = p_id;
  ELSIF p_type = 'KB_DOCUMENT' THEN
    INSERT INTO search_terms (division_id, entity_type, entity_id, client_id, attr, value, norm)
    SELECT d.division_id, p_type, d.id, d.client_id, 'name', left(d.name, 500), lower(left(d.name, 500)) FROM kb_documents d WHERE d.id = p_id;
  ELSIF p_type = 'CHECKLIST' THEN
    INSERT INTO search_terms (division_id, entity_type, entity_id, client_id, attr, value, norm)
    SELECT c.division_id, p_type, c.id, c.client_id, 'name', left(c.name, 500), lower(left(c.name, 500)) FROM checklists c WHERE c.id = p_id;
  ELSIF p_type = 'APPS_AND_SERVICES' THEN
    INSERT INTO search_terms (division_id, entity_type, entity_id, client_id, attr, value, norm)
    SELECT a.division_id, p_type, a.id, a.client_id, 'name', left(a.name, 500), lower(left(a.name, 500)) FROM apps_documents a WHERE a.id = p_id;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_terms WHERE entity_type = TG_ARGV[0] AND entity_id = OLD.id;
  ELSE
    PERFORM search_refresh_entity(TG_ARGV[0], NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER organizations_search AFTER INSERT OR UPDATE OR DELETE ON organizations FOR EACH ROW EXECUTE FUNCTION search_row_changed('ORGANIZATION');
--> statement-breakpoint
CREATE TRIGGER locations_search AFTER INSERT OR UPDATE OR DELETE ON locations FOR EACH ROW EXECUTE FUNCTION search_row_changed('LOCATION');
--> statement-breakpoint
CREATE TRIGGER policies_search AFTER INSERT OR UPDATE OF name, node_class OR DELETE ON policies FOR EACH ROW EXECUTE FUNCTION search_row_changed('POLICY');
--> statement-breakpoint
CREATE TRIGGER device_groups_search AFTER INSERT OR UPDATE OR DELETE ON device_groups FOR EACH ROW EXECUTE FUNCTION search_row_changed('GROUP');
--> statement-breakpoint
CREATE TRIGGER ticket_boards_search AFTER INSERT OR UPDATE OR DELETE ON ticket_boards FOR EACH ROW EXECUTE FUNCTION search_row_changed('BOARD');
--> statement-breakpoint
CREATE TRIGGER tickets_search AFTER INSERT OR UPDATE OF subject, client_id OR DELETE ON tickets FOR EACH ROW EXECUTE FUNCTION search_row_changed('TICKET');
--> statement-breakpoint
CREATE TRIGGER kb_documents_search AFTER INSERT OR UPDATE OF name, client_id OR DELETE ON kb_documents FOR EACH ROW EXECUTE FUNCTION search_row_changed('KB_DOCUMENT');
--> statement-breakpoint
CREATE TRIGGER checklists_search AFTER INSERT OR UPDATE OR DELETE ON checklists FOR EACH ROW EXECUTE FUNCTION search_row_changed('CHECKLIST');
--> statement-breakpoint
CREATE TRIGGER apps_documents_search AFTER INSERT OR UPDATE OR DELETE ON apps_documents FOR EACH ROW EXECUTE FUNCTION search_row_changed('APPS_AND_SERVICES');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_refresh_user(p_user integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_terms WHERE entity_type IN ('TECHNICIAN_USER', 'END_USER') AND entity_id = p_user;
  INSERT INTO search_terms (division_id, entity_type, entity_id, client_id, attr, value, norm)
  SELECT m.division_id, CASE m.user_type WHEN 'TECHNICIAN' THEN 'TECHNICIAN_USER' ELSE 'END_USER' END, u.id,
    m.client_id, v.attr, left(v.value, 500), lower(left(v.value, 500))
  FROM users u
  JOIN memberships m ON m.user_id = u.id
  CROSS JOIN LATERAL (VALUES ('name', btrim(u.first_name || ' ' || u.last_name)), ('email', u.email)) v(attr, value)
  WHERE u.id = p_user AND v.value <> '';
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_memberships_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM search_refresh_user(OLD.user_id); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM search_refresh_user(NEW.user_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER memberships_search AFTER INSERT OR UPDATE OF user_type, client_id, division_id, user_id OR DELETE ON memberships FOR EACH ROW EXECUTE FUNCTION search_memberships_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_refresh_user(NEW.id);
  -- Devices assigned to the user show their name and email as "assigned user".
  PERFORM search_refresh_nodes(ARRAY(SELECT id FROM nodes WHERE assigned_user_uid = NEW.uid));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_search AFTER UPDATE OF first_name, last_name, email ON users FOR EACH ROW EXECUTE FUNCTION search_users_changed();
--> statement-breakpoint
SELECT search_refresh_nodes(ARRAY(SELECT id FROM nodes));
--> statement-breakpoint
SELECT search_refresh_entity(e.type, e.id) FROM (
  SELECT 'ORGANIZATION' AS type, id FROM organizations
  UNION ALL SELECT 'LOCATION', id FROM locations
  UNION ALL SELECT 'POLICY', id FROM policies
  UNION ALL SELECT 'GROUP', id FROM device_groups
  UNION ALL SELECT 'BOARD', id FROM ticket_boards
  UNION ALL SELECT 'TICKET', id FROM tickets
  UNION ALL SELECT 'KB_DOCUMENT', id FROM kb_documents
  UNION ALL SELECT 'CHECKLIST', id FROM checklists
  UNION ALL SELECT 'APPS_AND_SERVICES', id FROM apps_documents
) e;
--> statement-breakpoint
SELECT search_refresh_user(u.id) FROM users u;
