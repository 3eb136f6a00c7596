/* A stand-in for Windows 10's system icuuc.dll, for running the Windows app under Wine only.
 *
 * Qt 6.11's Qt6Core.dll links the ICU that Windows 10 and later carry in system32, and Wine 8 has
 * none, so Qt does not load at all under Wine. Qt6Core takes only the converter functions below
 * from it (the extra codecs of QStringConverter, which the game never uses). This stub exports
 * them, has no converter, and fails every open, so Qt falls back to its own codecs.
 *
 * It goes into the Wine prefix's system32, which PyInstaller treats as the system: it is never
 * bundled with the app or shipped. Built by packaging/windows/wine/run.sh with mingw-w64.
 */
#include <stddef.h>
#include <stdint.h>

#define EXPORT __declspec(dllexport)
#define U_FILE_ACCESS_ERROR 4 /* ICU's UErrorCode for "no such converter" */

typedef int UErrorCode;
typedef uint16_t UChar;

EXPORT void *ucnv_open(const char *name, UErrorCode *error) {
    (void)name;
    if (error && *error <= 0) *error = U_FILE_ACCESS_ERROR;
    return NULL;
}
EXPORT void ucnv_close(void *converter) { (void)converter; }
EXPORT void ucnv_reset(void *converter) { (void)converter; }
EXPORT int32_t ucnv_countAvailable(void) { return 0; }
EXPORT const char *ucnv_getAvailableName(int32_t n) {
    (void)n;
    return NULL;
}
EXPORT const char *ucnv_getStandardName(const char *name, const char *standard, UErrorCode *error) {
    (void)name, (void)standard, (void)error;
    return NULL;
}
EXPORT const char *ucnv_getName(const void *converter, UErrorCode *error) {
    (void)converter, (void)error;
    return NULL;
}
EXPORT int8_t ucnv_getMaxCharSize(const void *converter) {
    (void)converter;
    return 1;
}
EXPORT int32_t ucnv_fromUCountPending(const void *converter, UErrorCode *error) {
    (void)converter, (void)error;
    return 0;
}
EXPORT int32_t ucnv_toUCountPending(const void *converter, UErrorCode *error) {
    (void)converter, (void)error;
    return 0;
}
EXPORT void ucnv_fromUnicode(void *converter, char **target, const char *target_limit, const UChar **source,
                             const UChar *source_limit, int32_t *offsets, int8_t flush, UErrorCode *error) {
    (void)converter, (void)target, (void)target_limit, (void)source, (void)source_limit, (void)offsets, (void)flush;
    if (error && *error <= 0) *error = U_FILE_ACCESS_ERROR;
}
EXPORT void ucnv_toUnicode(void *converter, UChar **target, const UChar *target_limit, const char **source,
                           const char *source_limit, int32_t *offsets, int8_t flush, UErrorCode *error) {
    (void)converter, (void)target, (void)target_limit, (void)source, (void)source_limit, (void)offsets, (void)flush;
    if (error && *error <= 0) *error = U_FILE_ACCESS_ERROR;
}
EXPORT void ucnv_getFromUCallBack(const void *converter, void **action, const void **context) {
    (void)converter;
    if (action) *action = NULL;
    if (context) *context = NULL;
}
EXPORT void ucnv_getToUCallBack(const void *converter, void **action, const void **context) {
    (void)converter;
    if (action) *action = NULL;
    if (context) *context = NULL;
}
EXPORT void ucnv_setFromUCallBack(void *converter, void *action, const void *context, void **old_action,
                                  const void **old_context, UErrorCode *error) {
    (void)converter, (void)action, (void)context, (void)error;
    if (old_action) *old_action = NULL;
    if (old_context) *old_context = NULL;
}
EXPORT void ucnv_setToUCallBack(void *converter, void *action, const void *context, void **old_action,
                                const void **old_context, UErrorCode *error) {
    (void)converter, (void)action, (void)context, (void)error;
    if (old_action) *old_action = NULL;
    if (old_context) *old_context = NULL;
}
EXPORT void ucnv_cbFromUWriteUChars(void *args, const UChar **source, const UChar *source_limit, int32_t offset,
                                    UErrorCode *error) {
    (void)args, (void)source, (void)source_limit, (void)offset, (void)error;
}
EXPORT void ucnv_cbToUWriteUChars(void *args, const UChar *source, int32_t length, int32_t offset,
                                  UErrorCode *error) {
    (void)args, (void)source, (void)length, (void)offset, (void)error;
}
EXPORT void UCNV_FROM_U_CALLBACK_SUBSTITUTE(const void *context, void *args, const UChar *code_units, int32_t length,
                                            int32_t code_point, int reason, UErrorCode *error) {
    (void)context, (void)args, (void)code_units, (void)length, (void)code_point, (void)reason, (void)error;
}
EXPORT void UCNV_TO_U_CALLBACK_SUBSTITUTE(const void *context, void *args, const char *code_units, int32_t length,
                                          int reason, UErrorCode *error) {
    (void)context, (void)args, (void)code_units, (void)length, (void)reason, (void)error;
}
