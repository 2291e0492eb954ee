import { GENDERS, type Profile } from '@occ/shared';
import { isProfileComplete, type ProfileRow } from './service';

export function presentProfile(row: ProfileRow): Profile {
  return {
    username: row.username,
    nickname: row.nickname,
    gender: (GENDERS as readonly string[]).includes(row.gender ?? '')
      ? (row.gender as Profile['gender'])
      : null,
    birthday: row.birthday,
    realName: row.realName,
    unit: row.unit,
    position: row.position,
    region: row.region,
    street: row.street,
    profile: row.profile,
    avatarUrl: row.avatarUrl,
    email: row.email,
    mobile: row.mobile,
    userType: row.userType,
    complete: isProfileComplete(row),
  };
}
