// `npm run db:seed`: the seed runs with the migrations on every open of the database.
import "./migrate";
