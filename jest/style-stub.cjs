// Stylesheets are plain CSS with nd- prefixed class names; in jest they are inert.
module.exports = {};
