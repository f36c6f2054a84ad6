/**
 * The peer's reports, straight over the raw event log for the whole range: what an embedded
 * analytic store would run instead of keeping rollups. They follow the rollups' definitions
 * (docs/product/analytics.md#data): human events only, keystrokes merged into intents (same user,
 * ≤ 10 s apart, each query extending the last), an intent's query and results are its last
 * search's, clicks and conversions are matched to an intent through the queryIDs of its searches.
 * Parameters: $shop, $from and $to (epoch ms, `to` exclusive).
 */

const INTENTS = `
human as (
  select * from events
  where shop_id = $shop and flag = 'human' and occurred_at >= $from and occurred_at < $to
),
searches as (
  select user_token, occurred_at, query_id, result_count, object_ids,
    lower(regexp_replace(trim(query), '\\s+', ' ', 'g')) as q
  from human where kind = 'search'
),
marked as (
  select *,
    case when occurred_at - lag(occurred_at) over w <= 10000 and starts_with(q, lag(q) over w)
      then 0 else 1 end as starts
  from searches window w as (partition by user_token order by occurred_at)
),
numbered as (
  select *, sum(starts) over (partition by user_token order by occurred_at
    rows between unbounded preceding and current row) as intent
  from marked
),
acted as (
  select query_id, max((kind = 'click')::int) as clicked,
    max((kind in ('add-to-cart', 'purchase'))::int) as converted
  from human where kind <> 'search' and query_id is not null group by query_id
),
intents as (
  select n.user_token, n.intent, min(n.occurred_at) // 86400000 as day,
    arg_max(n.q, n.occurred_at) as q,
    arg_max(n.result_count, n.occurred_at) > 0 as with_results,
    arg_max(n.object_ids, n.occurred_at) as shown,
    max(coalesce(a.clicked, 0)) as with_clicks,
    max(coalesce(a.converted, 0)) as with_conversions
  from numbered n left join acted a using (query_id)
  group by n.user_token, n.intent
)`;

/** The overview: the daily series behind the KPI tiles, the funnel and the three charts. */
export const OVERVIEW_SQL = `
with ${INTENTS},
per_day_intents as (
  select day, count(*) as intents, sum(with_results::int) as intents_with_results,
    sum(with_clicks) as intents_with_clicks, sum(with_conversions) as intents_with_conversions
  from intents group by day
),
per_day_events as (
  select occurred_at // 86400000 as day,
    count(distinct user_token) as visitors,
    count(distinct user_token) filter (where kind = 'search') as searching_visitors,
    count(*) filter (where kind = 'search') as searches,
    count(*) filter (where kind = 'click') as clicks,
    count(*) filter (where kind in ('add-to-cart', 'purchase') and query_id is not null) as conversions,
    sum(round(value * 100)) filter (where kind = 'purchase') as revenue_cents
  from human group by day
)
select * from per_day_events left join per_day_intents using (day) order by day`;

/** The queries page, query half: the four query highlights (top 10 each). */
export const QUERY_HIGHLIGHTS_SQL = `
with ${INTENTS},
per_query as (
  select q, count(*) as intents, count(*) filter (where not with_results) as no_results,
    sum(with_clicks) as clicked, sum(with_conversions) as converted
  from intents group by q
)
(select 'trending' as list, q, intents as count from per_query order by intents desc, q limit 10)
union all
(select 'converting', q, converted from per_query where converted > 0 order by converted desc, q limit 10)
union all
(select 'noResults', q, no_results from per_query where no_results > 0 order by no_results desc, q limit 10)
union all
(select 'noClicks', q, intents - clicked from per_query where intents > clicked order by intents - clicked desc, q limit 10)`;

/** The queries page, product half: clicked, converting, least clicked and least converting. */
export const PRODUCT_HIGHLIGHTS_SQL = `
with ${INTENTS},
impressions as (
  select object_id, count(*) as impressions
  from (select unnest(from_json(shown, '["VARCHAR"]')) as object_id from intents)
  group by object_id
),
acts as (
  select json_extract_string(object_ids, '$[0]') as object_id,
    count(*) filter (where kind = 'click') as clicks,
    count(*) filter (where kind in ('add-to-cart', 'purchase')) as conversions
  from human where kind <> 'search' and query_id is not null group by object_id
),
per_product as (
  select object_id, impressions, coalesce(clicks, 0) as clicks, coalesce(conversions, 0) as conversions
  from impressions left join acts using (object_id)
)
(select 'clicked' as list, object_id, clicks as count from per_product order by clicks desc, object_id limit 10)
union all
(select 'converting', object_id, conversions from per_product order by conversions desc, object_id limit 10)
union all
(select 'leastClicked', object_id, clicks from per_product order by clicks / impressions, object_id limit 10)
union all
(select 'leastConverting', object_id, conversions from per_product order by conversions / impressions, object_id limit 10)`;

export const CREATE_EVENTS_SQL = `
create table events (
  id varchar not null, shop_id varchar not null, kind varchar not null,
  user_token varchar not null, query_id varchar, query varchar, result_count integer,
  object_ids varchar, positions varchar, prices varchar, quantities varchar, value double,
  currency varchar, device varchar, occurred_at bigint not null, received_at bigint not null,
  ip varchar not null, user_agent varchar not null, flag varchar not null,
  filters varchar, sort varchar
)`;
