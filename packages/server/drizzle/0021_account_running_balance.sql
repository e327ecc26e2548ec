CREATE TABLE "acc_running_balance" (
	"company_id" integer NOT NULL,
	"supplyid" integer NOT NULL,
	"period" varchar(7) NOT NULL,
	"opening_amount" numeric(14, 2) NOT NULL,
	"statement_amount" numeric(14, 2) NOT NULL,
	"payment_amount" numeric(14, 2) NOT NULL,
	"closing_amount" numeric(14, 2) NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "acc_running_balance_company_id_supplyid_period_pk" PRIMARY KEY("company_id","supplyid","period")
);
--> statement-breakpoint
-- Running balances (accRunningBalance in areas/account/schema.ts), kept in the transaction that
-- writes the books. The values compared are those core's lists persist: a statement counts once
-- 已确认 (STATEMENT_STATUS_VALUES), an entry of SCM_SupplyAcc is 期初余额 or 付款 (SUPPLY_ACC_TYPES);
-- areas/account/running-balance.test.ts holds the two to each other.
--
-- acc_running_apply adds a change of one record to its month and carries it into every later month.
-- One writer per company × supplier at a time (an advisory lock of its own class), so a month's new
-- row starts from the closing before it as it stands.
CREATE FUNCTION acc_running_apply(p_company integer, p_supply integer, p_period varchar, d_opening numeric, d_statement numeric, d_payment numeric, d_entries integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d numeric := d_opening + d_statement - d_payment;
BEGIN
  PERFORM pg_advisory_xact_lock(736402029, hashtext(p_company || ':' || p_supply));
  INSERT INTO acc_running_balance (company_id, supplyid, period, opening_amount, statement_amount, payment_amount, closing_amount, entries)
  SELECT p_company, p_supply, p_period, coalesce(prev.closing_amount, 0), 0, 0, coalesce(prev.closing_amount, 0), 0
    FROM (SELECT 1) one
    LEFT JOIN LATERAL (SELECT r.closing_amount FROM acc_running_balance r
                        WHERE r.company_id = p_company AND r.supplyid = p_supply AND r.period < p_period
                        ORDER BY r.period DESC LIMIT 1) prev ON true
  ON CONFLICT (company_id, supplyid, period) DO NOTHING;
  UPDATE acc_running_balance
     SET opening_amount = opening_amount + d_opening, statement_amount = statement_amount + d_statement,
         payment_amount = payment_amount + d_payment, closing_amount = closing_amount + d, entries = entries + d_entries
   WHERE company_id = p_company AND supplyid = p_supply AND period = p_period;
  IF d <> 0 THEN
    UPDATE acc_running_balance SET opening_amount = opening_amount + d, closing_amount = closing_amount + d
     WHERE company_id = p_company AND supplyid = p_supply AND period > p_period;
  END IF;
  -- a month nothing counts in any more is no longer a month with a figure
  DELETE FROM acc_running_balance WHERE company_id = p_company AND supplyid = p_supply AND period = p_period AND entries = 0;
END $$;
--> statement-breakpoint
CREATE FUNCTION acc_statement_running() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (old.status = '已确认') = (new.status = '已确认') AND old.total_amount IS NOT DISTINCT FROM new.total_amount
     AND old.period_to = new.period_to AND old.company_id = new.company_id AND old.supplyid = new.supplyid THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND old.status = '已确认' THEN
    PERFORM acc_running_apply(old.company_id, old.supplyid, to_char(old.period_to, 'YYYY-MM'), 0, -coalesce(old.total_amount, 0), 0, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND new.status = '已确认' THEN
    PERFORM acc_running_apply(new.company_id, new.supplyid, to_char(new.period_to, 'YYYY-MM'), 0, coalesce(new.total_amount, 0), 0, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION acc_payment_running() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND old.entry_type = new.entry_type AND old.amount = new.amount AND old.entry_date = new.entry_date
     AND old.company_id = new.company_id AND old.supplyid = new.supplyid THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND old.entry_type IN ('期初余额', '付款') THEN
    PERFORM acc_running_apply(old.company_id, old.supplyid, to_char(old.entry_date, 'YYYY-MM'),
      CASE WHEN old.entry_type = '期初余额' THEN -old.amount ELSE 0 END, 0, CASE WHEN old.entry_type = '付款' THEN -old.amount ELSE 0 END, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND new.entry_type IN ('期初余额', '付款') THEN
    PERFORM acc_running_apply(new.company_id, new.supplyid, to_char(new.entry_date, 'YYYY-MM'),
      CASE WHEN new.entry_type = '期初余额' THEN new.amount ELSE 0 END, 0, CASE WHEN new.entry_type = '付款' THEN new.amount ELSE 0 END, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER acc_statement_running AFTER INSERT OR DELETE OR UPDATE OF status, total_amount, period_to, company_id, supplyid ON acc_statement
  FOR EACH ROW EXECUTE FUNCTION acc_statement_running();
--> statement-breakpoint
CREATE TRIGGER acc_payment_running AFTER INSERT OR DELETE OR UPDATE OF entry_type, amount, entry_date, company_id, supplyid ON acc_payment
  FOR EACH ROW EXECUTE FUNCTION acc_payment_running();
--> statement-breakpoint
-- the books as they stand: each month's figures, the closing running over the months
INSERT INTO acc_running_balance (company_id, supplyid, period, opening_amount, statement_amount, payment_amount, closing_amount, entries)
SELECT company_id, supplyid, period,
       sum(opening + statement - payment) OVER w - statement + payment, statement, payment, sum(opening + statement - payment) OVER w, entries
  FROM (SELECT company_id, supplyid, period, sum(opening) AS opening, sum(statement) AS statement, sum(payment) AS payment, count(*)::int AS entries
          FROM (SELECT company_id, supplyid, to_char(period_to, 'YYYY-MM') AS period, 0 AS opening, coalesce(total_amount, 0) AS statement, 0 AS payment
                  FROM acc_statement WHERE status = '已确认'
                UNION ALL
                SELECT company_id, supplyid, to_char(entry_date, 'YYYY-MM'),
                       CASE WHEN entry_type = '期初余额' THEN amount ELSE 0 END, 0, CASE WHEN entry_type = '付款' THEN amount ELSE 0 END
                  FROM acc_payment WHERE entry_type IN ('期初余额', '付款')) f
         GROUP BY company_id, supplyid, period) m
WINDOW w AS (PARTITION BY company_id, supplyid ORDER BY period);
