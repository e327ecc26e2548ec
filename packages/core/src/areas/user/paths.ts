// The calls of the signed-in user's own pages (packages/server/src/areas/user/API.md); the WeChat binding's are WX_PATHS.

export const USER_PATHS = {
  /** POST the profile's fields */
  saveProfile: '/api/MySelf/SaveProfile',
  /** POST multipart: a new avatar */
  uploadAvatar: '/api/MySelf/UploadAvatar',
  /** GET: the password policy (the minimum strength) */
  passwordPolicy: '/api/MySelf/GetPasswordPolicy',
  /** POST {minLevel}: the password policy */
  savePasswordPolicy: '/api/MySelf/SavePasswordPolicy',
  /** POST {password}: a password's strength */
  passwordLevel: '/api/User/getPwdSecurtyLevel',
  /** POST {oldPassword, newPassword} */
  updatePassword: '/User/User/UpdatePassword',
} as const
