// PostCSS for the web app: Mantine's mixins and rem/em functions in our CSS modules.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
