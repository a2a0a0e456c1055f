import { Migration } from '@mikro-orm/migrations';

/**
 * Sports statistics (ADR 0008): what the importers bring and the provider `newsdesk` reads.
 * Keys are the providers' stable ids or, where a row has none, its natural key (ranking: association
 * + date + player; squad: team + season + player; results: race + session + driver). No foreign
 * keys: files arrive in any order (see adapters/src/postgres/sports/sport.entities.ts).
 * pg_trgm exists since Migration20261121700000SearchPerformance; its GIN indexes serve name search.
 */
export class Migration20261122500000Sports extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "football_match" ("id" text not null, "competition_season_id" text not null, "round" text not null, "stage" text null, "kickoff" timestamptz null, "date" date not null, "home_team_id" text not null, "away_team_id" text not null, "status" varchar(16) not null, "full_time_home" int null, "full_time_away" int null, "half_time_home" int null, "half_time_away" int null, "extra_time_home" int null, "extra_time_away" int null, "penalties_home" int null, "penalties_away" int null, primary key ("id"));`,
    );
    this.addSql(
      `create index "football_match_competition_season_kickoff_index" on "football_match" ("competition_season_id", "kickoff", "date");`,
    );
    this.addSql(`create index "football_match_home_team_id_index" on "football_match" ("home_team_id");`);
    this.addSql(`create index "football_match_away_team_id_index" on "football_match" ("away_team_id");`);
    this.addSql(
      `create table "motorsport_race" ("id" text not null, "season_id" text not null, "competition_id" text not null, "round" int not null, "name" text not null, "circuit_name" text not null, "circuit_location" text null, "circuit_country" text null, "starts_at" timestamptz null, "date" date not null, "sprint_starts_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "motorsport_race_season_id_round_index" on "motorsport_race" ("season_id", "round");`);
    this.addSql(
      `create table "motorsport_result" ("race_id" text not null, "session" varchar(8) not null, "driver_id" text not null, "team_id" text not null, "number" int null, "grid" int null, "position" int null, "position_text" text not null, "position_order" int not null, "awarded_points" double precision null, "laps" int null, "time_text" text null, "status" text not null, "fastest_lap_rank" int null, primary key ("race_id", "session", "driver_id"));`,
    );
    this.addSql(
      `create table "sport_competition" ("id" text not null, "sport" varchar(16) not null, "name" text not null, "country_code" text null, "kind" varchar(16) not null, "root_topic" text null, primary key ("id"));`,
    );
    this.addSql(`create index "sport_competition_sport_index" on "sport_competition" ("sport");`);
    this.addSql(
      `create table "sport_competition_season" ("id" text not null, "competition_id" text not null, "season_id" text not null, "name" text not null, "tie_breakers" jsonb not null, "point_adjustments" jsonb not null, primary key ("id"));`,
    );
    this.addSql(`create index "sport_competition_season_competition_id_index" on "sport_competition_season" ("competition_id");`);
    this.addSql(`create index "sport_competition_season_season_id_index" on "sport_competition_season" ("season_id");`);
    this.addSql(
      `create table "sport_player" ("id" text not null, "sport" varchar(16) not null, "name" text not null, "first_name" text null, "last_name" text null, "nationality" text null, "birth_date" date null, "hand" text null, "height_cm" int null, "team_id" text null, "position" text null, "number" int null, "search_name" text not null, primary key ("id"));`,
    );
    this.addSql(`create index "sport_player_search_name_trgm_index" on "sport_player" using gin ("search_name" gin_trgm_ops);`);
    this.addSql(
      `create table "sport_season" ("id" text not null, "name" text not null, "starts_on" date not null, "ends_on" date not null, primary key ("id"));`,
    );
    this.addSql(
      `create table "sport_squad_member" ("team_id" text not null, "season_id" text not null, "player_id" text not null, "shirt_number" int null, "position" text null, primary key ("team_id", "season_id", "player_id"));`,
    );
    this.addSql(`create index "sport_squad_member_player_id_index" on "sport_squad_member" ("player_id");`);
    this.addSql(
      `create table "sport_team" ("id" text not null, "sport" varchar(16) not null, "name" text not null, "short_name" text null, "country_code" text null, "venue" text null, "search_name" text not null, primary key ("id"));`,
    );
    this.addSql(`create index "sport_team_search_name_trgm_index" on "sport_team" using gin ("search_name" gin_trgm_ops);`);
    this.addSql(
      `create table "sport_transfer" ("id" text not null, "player_id" text not null, "from_team_id" text null, "to_team_id" text null, "date" date not null, "kind" varchar(16) not null, "fee" text null, primary key ("id"));`,
    );
    this.addSql(`create index "sport_transfer_player_id_index" on "sport_transfer" ("player_id");`);
    this.addSql(`create index "sport_transfer_from_team_id_index" on "sport_transfer" ("from_team_id");`);
    this.addSql(`create index "sport_transfer_to_team_id_index" on "sport_transfer" ("to_team_id");`);
    this.addSql(
      `create table "tennis_match" ("id" text not null, "tournament_id" text not null, "round" text not null, "winner_id" text not null, "loser_id" text not null, "score" text not null, "best_of" int null, "minutes" int null, primary key ("id"));`,
    );
    this.addSql(`create index "tennis_match_tournament_id_index" on "tennis_match" ("tournament_id");`);
    this.addSql(`create index "tennis_match_winner_id_index" on "tennis_match" ("winner_id");`);
    this.addSql(`create index "tennis_match_loser_id_index" on "tennis_match" ("loser_id");`);
    this.addSql(
      `create table "tennis_ranking" ("association" varchar(8) not null, "ranking_date" date not null, "player_id" text not null, "rank" int not null, "points" int not null, "tournaments_played" int null, primary key ("association", "ranking_date", "player_id"));`,
    );
    this.addSql(`create index "tennis_ranking_association_date_rank_index" on "tennis_ranking" ("association", "ranking_date", "rank");`);
    this.addSql(
      `create table "tennis_tournament" ("id" text not null, "association" varchar(8) not null, "season_id" text not null, "name" text not null, "surface" text null, "level" text not null, "starts_on" date not null, "draw_size" int null, primary key ("id"));`,
    );
    this.addSql(
      `create index "tennis_tournament_association_season_id_starts_on_index" on "tennis_tournament" ("association", "season_id", "starts_on");`,
    );
    this.addSql(`create table "winter_discipline" ("id" text not null, "name" text not null, primary key ("id"));`);
    this.addSql(
      `create table "winter_published_standing" ("season_id" text not null, "gender" varchar(8) not null, "discipline_id" text not null, "kind" varchar(8) not null, "subject" text not null, "athlete_id" text null, "nation" text not null, "rank" int not null, "points" int not null, primary key ("season_id", "gender", "discipline_id", "kind", "subject"));`,
    );
    this.addSql(
      `create table "winter_race" ("id" text not null, "season_id" text not null, "discipline_id" text not null, "gender" varchar(8) not null, "name" text not null, "venue" text not null, "country_code" text null, "starts_at" timestamptz null, "date" date not null, primary key ("id"));`,
    );
    this.addSql(`create index "winter_race_season_id_date_index" on "winter_race" ("season_id", "date");`);
    this.addSql(
      `create table "winter_result" ("race_id" text not null, "athlete_id" text not null, "status" varchar(8) not null, "rank" int null, "bib" int null, "nation" text null, "time_ms" int null, "run_times_ms" jsonb not null, "published_cup_points" int null, primary key ("race_id", "athlete_id"));`,
    );
  }

  override async down(): Promise<void> {
    for (const table of [
      'sport_competition',
      'sport_season',
      'sport_competition_season',
      'sport_team',
      'sport_player',
      'football_match',
      'sport_squad_member',
      'sport_transfer',
      'tennis_tournament',
      'tennis_match',
      'tennis_ranking',
      'winter_discipline',
      'winter_race',
      'winter_result',
      'winter_published_standing',
      'motorsport_race',
      'motorsport_result',
    ])
      this.addSql(`drop table if exists "${table}";`);
  }
}
