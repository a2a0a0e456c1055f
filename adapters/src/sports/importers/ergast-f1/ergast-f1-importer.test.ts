import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { readErgastF1 } from './ergast-f1-importer';
import { utcInstant } from './ergast-rows';

const RESULT_HEADER =
  'resultId,raceId,driverId,constructorId,number,grid,position,positionText,positionOrder,points,laps,time,milliseconds,fastestLap,rank,fastestLapTime,fastestLapSpeed,statusId';
const TABLES = {
  'races.csv': `raceId,year,round,circuitId,name,date,time,url,fp1_date,fp1_time,fp2_date,fp2_time,fp3_date,fp3_time,quali_date,quali_time,sprint_date,sprint_time
10,2030,1,1,"Lakeside Grand Prix","2030-03-10","14:00:00","http://x",\\N,\\N,\\N,\\N,\\N,\\N,\\N,\\N,"2030-03-09","15:30:00"
11,2030,2,1,Hillside Grand Prix,2030-03-24,\\N,http://y
`,
  'results.csv': `${RESULT_HEADER}
1,10,1,5,44,2,1,1,1,26,50,1:30:00.000,5400000,40,1,1:20.000,200.0,1
2,10,2,6,7,1,\\N,R,2,0,20,\\N,\\N,\\N,0,\\N,\\N,3
`,
  'sprint_results.csv': `resultId,raceId,driverId,constructorId,number,grid,position,positionText,positionOrder,points,laps,time,milliseconds,fastestLap,fastestLapTime,statusId,rank
1,10,2,6,7,1,1,1,1,8,17,25:00.000,1500000,10,1:25.000,1,\\N
`,
  'drivers.csv': `driverId,driverRef,number,code,forename,surname,dob,nationality,url
1,"ann",44,"ANN","Ann","Ace","1990-01-01","Swiss","http://x"
2,"bob",\\N,"BOB","Bob","Base","1992-02-02","Martian","http://x"
3,"old",\\N,"OLD","Old","Timer","1920-01-01","British","http://x"
`,
  'constructors.csv': `constructorId,constructorRef,name,nationality,url
5,"lake","Lake Racing","Austrian","http://x"
6,"hill","Hill Motors","British","http://x"
7,"gone","Gone GP","Italian","http://x"
`,
  'circuits.csv': `circuitId,circuitRef,name,location,country,lat,lng,alt,url
1,"lake","Lake Ring","Lakeside","Switzerland",0,0,0,"http://x"
`,
  'status.csv': `statusId,status
1,"Finished"
3,"Accident"
`,
};

const folder = async (tables: Record<string, string>) => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nd-ergast-'));
  for (const [name, content] of Object.entries(tables)) await writeFile(path.join(dir, name), content);
  return dir;
};

describe('Ergast F1 importer', () => {
  test('races (short and long rows), results and sprints, and only the drivers and constructors with a result', async () => {
    const batch = await readErgastF1(await folder(TABLES));
    expect(batch.motorsportRaces).toEqual([
      {
        id: 'ergast:race:10',
        seasonId: '2030',
        competitionId: 'ergast:f1',
        round: 1,
        name: 'Lakeside Grand Prix',
        circuit: { name: 'Lake Ring', location: 'Lakeside', country: 'Switzerland' },
        startsAt: '2030-03-10T14:00:00.000Z',
        date: '2030-03-10',
        sprintStartsAt: '2030-03-09T15:30:00.000Z',
      },
      {
        id: 'ergast:race:11',
        seasonId: '2030',
        competitionId: 'ergast:f1',
        round: 2,
        name: 'Hillside Grand Prix',
        circuit: { name: 'Lake Ring', location: 'Lakeside', country: 'Switzerland' },
        startsAt: null,
        date: '2030-03-24',
        sprintStartsAt: null,
      },
    ]);
    expect(batch.motorsportResults).toEqual([
      {
        raceId: 'ergast:race:10',
        session: 'race',
        driverId: 'ergast:driver:1',
        teamId: 'ergast:constructor:5',
        number: 44,
        grid: 2,
        position: 1,
        positionText: '1',
        positionOrder: 1,
        awardedPoints: 26,
        laps: 50,
        timeText: '1:30:00.000',
        status: 'Finished',
        fastestLapRank: 1,
      },
      {
        raceId: 'ergast:race:10',
        session: 'race',
        driverId: 'ergast:driver:2',
        teamId: 'ergast:constructor:6',
        number: 7,
        grid: 1,
        position: null,
        positionText: 'R',
        positionOrder: 2,
        awardedPoints: 0,
        laps: 20,
        timeText: null,
        status: 'Accident',
        fastestLapRank: null,
      },
      {
        raceId: 'ergast:race:10',
        session: 'sprint',
        driverId: 'ergast:driver:2',
        teamId: 'ergast:constructor:6',
        number: 7,
        grid: 1,
        position: 1,
        positionText: '1',
        positionOrder: 1,
        awardedPoints: 8,
        laps: 17,
        timeText: '25:00.000',
        status: 'Finished',
        fastestLapRank: null,
      },
    ]);
    expect(batch.players).toEqual([
      {
        id: 'ergast:driver:1',
        sport: 'motorsport',
        name: 'Ann Ace',
        firstName: 'Ann',
        lastName: 'Ace',
        nationality: 'SUI',
        birthDate: '1990-01-01',
        hand: null,
        heightCm: null,
        teamId: 'ergast:constructor:5',
        position: null,
        number: 44,
      },
      {
        id: 'ergast:driver:2',
        sport: 'motorsport',
        name: 'Bob Base',
        firstName: 'Bob',
        lastName: 'Base',
        nationality: 'Martian',
        birthDate: '1992-02-02',
        hand: null,
        heightCm: null,
        teamId: 'ergast:constructor:6',
        position: null,
        number: null,
      },
    ]);
    expect(batch.teams.map((t) => [t.id, t.name, t.countryCode])).toEqual([
      ['ergast:constructor:5', 'Lake Racing', 'AT'],
      ['ergast:constructor:6', 'Hill Motors', 'GB'],
    ]);
    expect(batch.competitions).toEqual([
      { id: 'ergast:f1', sport: 'motorsport', name: 'Formula 1 World Championship', countryCode: null, kind: 'series', rootTopic: 'sport' },
    ]);
    expect(batch.seasons).toEqual([{ id: '2030', name: '2030', startsOn: '2030-01-01', endsOn: '2030-12-31' }]);
  });

  test('a file of the folder stands for the folder; missing tables and results of unknown races are clear errors', async () => {
    const dir = await folder(TABLES);
    expect((await readErgastF1(path.join(dir, 'races.csv'))).motorsportRaces).toHaveLength(2);
    const { 'status.csv': _status, ...withoutStatus } = TABLES;
    await expect(readErgastF1(await folder(withoutStatus))).rejects.toThrow('the Ergast tables status.csv are missing');
    await expect(
      readErgastF1(await folder({ ...TABLES, 'results.csv': `${RESULT_HEADER}\n1,99,1,5,44,2,1,1,1,25,50,\\N,\\N,\\N,\\N,\\N,\\N,1\n` })),
    ).rejects.toThrow('1 results name races that races.csv does not have (first: ergast:race:99)');
  });

  test('UTC instants from date and time; anything else is no instant', () => {
    expect(utcInstant('2024-03-02', '15:00:00')).toBe('2024-03-02T15:00:00.000Z');
    expect(utcInstant('2024-03-02', '15:00')).toBe('2024-03-02T15:00:00.000Z');
    expect([
      utcInstant('2024-03-02', null),
      utcInstant(null, '15:00:00'),
      utcInstant('2024-02-30', '15:00:00'),
      utcInstant('x', 'y'),
    ]).toEqual([null, null, null, null]);
  });
});
