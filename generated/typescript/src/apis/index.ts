/* tslint:disable */
/* eslint-disable */
export * from './MatchesApi';
export * from './MonitoringApi';
