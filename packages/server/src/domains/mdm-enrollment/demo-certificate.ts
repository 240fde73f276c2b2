/**
 * Public test and demo certificates (no private key anywhere): a self-signed certificate shaped
 * like an APNs MDM push certificate (subject UID `com.apple.mgmt.External.<uuid>`, valid until
 * 2036), for the demo seed and the tests, and one without the UID (refused on upload). Made with
 * `openssl req -x509 -newkey ec -subj '/UID=com.apple.mgmt.External.<uuid>/CN=APSP:<uuid>/C=US'`.
 */

/** The APNs topic of {@link DEMO_PUSH_CERTIFICATE}. */
export const DEMO_PUSH_TOPIC = 'com.apple.mgmt.External.3f2b6c1e-8d4a-4e5b-9c7d-1a2b3c4d5e6f';

/** A push-certificate-shaped PEM (valid until 2036-11-24). */
export const DEMO_PUSH_CERTIFICATE = `-----BEGIN CERTIFICATE-----
MIICdTCCAhugAwIBAgIUDBTj3W90ojGfDr6ZWfMpuzE1c3AwCgYIKoZIzj0EAwIw
gY8xTDBKBgoJkiaJk/IsZAEBDDxjb20uYXBwbGUubWdtdC5FeHRlcm5hbC4zZjJi
NmMxZS04ZDRhLTRlNWItOWM3ZC0xYTJiM2M0ZDVlNmYxMjAwBgNVBAMMKUFQU1A6
M2YyYjZjMWUtOGQ0YS00ZTViLTljN2QtMWEyYjNjNGQ1ZTZmMQswCQYDVQQGEwJV
UzAeFw0yNjExMjcwMjQ2MzRaFw0zNjExMjQwMjQ2MzRaMIGPMUwwSgYKCZImiZPy
LGQBAQw8Y29tLmFwcGxlLm1nbXQuRXh0ZXJuYWwuM2YyYjZjMWUtOGQ0YS00ZTVi
LTljN2QtMWEyYjNjNGQ1ZTZmMTIwMAYDVQQDDClBUFNQOjNmMmI2YzFlLThkNGEt
NGU1Yi05YzdkLTFhMmIzYzRkNWU2ZjELMAkGA1UEBhMCVVMwWTATBgcqhkjOPQIB
BggqhkjOPQMBBwNCAATe9d9snPzxNEpAykmBJIRIzbmlxk57E/rDYkL+C0ZKFPtJ
jcFq68vx2EOnpsetQE/m9FrZk4Nofy3J0ZkNFVDeo1MwUTAdBgNVHQ4EFgQUqQJr
qvYp+UH7UnS4YTmKPqDaAUMwHwYDVR0jBBgwFoAUqQJrqvYp+UH7UnS4YTmKPqDa
AUMwDwYDVR0TAQH/BAUwAwEB/zAKBggqhkjOPQQDAgNIADBFAiBguBzqTllD5SRJ
zwuKVeQOfV2NP4j0U5HfAhz9pGMwLQIhAJr+0kUbMvAr2YIivlTa8TI9jv7W1oVg
u+vOl+pbhefC
-----END CERTIFICATE-----`;

/** A certificate that is not an APNs one (no subject UID). */
export const NOT_A_PUSH_CERTIFICATE = `-----BEGIN CERTIFICATE-----
MIIBsjCCAVmgAwIBAgIUBjaLpGbWbYmKxx9Kp3G3dD4NLzAwCgYIKoZIzj0EAwIw
LzEgMB4GA1UEAwwXTm90IGFuIEFQTnMgY2VydGlmaWNhdGUxCzAJBgNVBAYTAlVT
MB4XDTI2MTEyNzAyNDYzNVoXDTM2MTEyNDAyNDYzNVowLzEgMB4GA1UEAwwXTm90
IGFuIEFQTnMgY2VydGlmaWNhdGUxCzAJBgNVBAYTAlVTMFkwEwYHKoZIzj0CAQYI
KoZIzj0DAQcDQgAEO923b9d0ba4WTCj2nGX8jJTvWJi9lMWQVkATZxZXt/ykjpwc
LIAAMx2UEZ80NgAWLF1is4O2SJkK4zQFEAPGVaNTMFEwHQYDVR0OBBYEFKxMGRbc
mN/B6VNQD72IZdHqND7jMB8GA1UdIwQYMBaAFKxMGRbcmN/B6VNQD72IZdHqND7j
MA8GA1UdEwEB/wQFMAMBAf8wCgYIKoZIzj0EAwIDRwAwRAIgP3F9i6flzIWvo6kl
njsVjqqM/3LRtz0Jeo3oruGSOn8CIHD/En2SQqh8vWYJBr9VQnx1tScIJjYkOveo
ByGsRK0N
-----END CERTIFICATE-----`;
