import { http, HttpResponse } from 'msw';
import { teamCollection, teamMembers } from '../fixtures/team';

export const teamHandlers = [http.get('*/api/data/teamMembers', () => HttpResponse.json(teamCollection(teamMembers)))];
