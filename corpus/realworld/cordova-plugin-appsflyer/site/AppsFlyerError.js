module.exports = Object.freeze({
    INVALID_ARGUMENT_ERROR: "INVALID ARGUMENT ERROR",
    NO_DEVKEY_FOUND: "AppsFlyer 'devKey' is missing or empty",
    APPID_NOT_VALID: "'appId' is not valid",
    DEVKEY_NOT_VALID: "'devKey' is not valid",
    NO_APPID_FOUND: "No 'appId' found or is empty",
    SUCCESS: "Success"
});

