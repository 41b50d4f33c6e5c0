// SPDX-License-Identifier: GPL-3.0-or-later
// Reading the `puzzle` key of a board file (docs/board-format.md, `puzzle`): structure and types
// only, with the JSON path in every error, like the rest of the board file.
#include "puzzle.h"

#include "boardfilejson.h"
#include "geometry.h"

#include <QJsonArray>

namespace ml
{

QString puzzleKindName(PuzzleKind kind)
{
    switch (kind) {
    case PuzzleKind::FinalScores:
        return QStringLiteral("final-scores");
    case PuzzleKind::TurnScores:
        return QStringLiteral("turn-scores");
    case PuzzleKind::BestMove:
        return QStringLiteral("best-move");
    case PuzzleKind::Free:
        break;
    }
    return QStringLiteral("free");
}

bool puzzleKindFromName(QStringView name, PuzzleKind *kind)
{
    for (PuzzleKind k :
         {PuzzleKind::FinalScores, PuzzleKind::TurnScores, PuzzleKind::BestMove, PuzzleKind::Free})
        if (name == puzzleKindName(k)) {
            *kind = k;
            return true;
        }
    return false;
}

namespace
{

using detail::indexPath;
using detail::joinPath;

class PuzzleReader
{
public:
    PuzzleReader(const BoardFile &file, FileError *error) : r(error)
    {
        for (const QJsonValue p : file.json().value(u"players").toArray())
            m_players << p.toObject().value(u"id").toString();
    }

    bool text(const QJsonValue &v, const QString &path, PuzzleText *out, bool needBoth) const
    {
        QJsonObject o;
        if (!r.object(v, path, &o)) return false;
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (!it.value().isString())
                return r.fail(joinPath(path, it.key()),
                              QStringLiteral("expected a string, found %1")
                                  .arg(detail::jsonTypeName(it.value())));
            if (const QString problem = detail::textProblem(it.value().toString());
                !problem.isEmpty())
                return r.fail(joinPath(path, it.key()), problem);
        }
        out->en = o.value(u"en").toString();
        out->nl = o.value(u"nl").toString();
        if (out->en.isEmpty())
            return r.fail(joinPath(path, QStringLiteral("en")), QStringLiteral("missing text"));
        if (needBoth && out->nl.isEmpty())
            return r.fail(joinPath(path, QStringLiteral("nl")), QStringLiteral("missing text"));
        return true;
    }

    // A figure's or the mage's place on a tile, named as in `moves` (docs/board-format.md,
    // `moves`), so a typo in the key is a broken file here rather than a wrong answer in `check`.
    bool location(const QJsonValue &v, const QString &path, QString *on) const
    {
        if (!r.string(v, path, on)) return false;
        if (portFromName(*on) >= 0 || *on == u"monastery" || *on == u"castle") return true;
        return r.fail(path, QStringLiteral("unknown location \"%1\" (expected a port such as Nw, "
                                           "N, Ne, En, E, ..., or monastery or castle)")
                                .arg(*on));
    }

    bool playerId(const QJsonValue &v, const QString &path, QString *id) const
    {
        if (!r.string(v, path, id)) return false;
        if (m_players.contains(*id)) return true;
        return r.fail(path, QStringLiteral("unknown player \"%1\"").arg(*id));
    }

    bool pointsMap(const QJsonValue &v, const QString &path, QMap<QString, int> *out) const
    {
        QJsonObject o;
        if (!r.object(v, path, &o)) return false;
        for (auto it = o.begin(); it != o.end(); ++it) {
            const QString where = joinPath(path, it.key());
            if (!m_players.contains(it.key()))
                return r.fail(where, QStringLiteral("unknown player \"%1\"").arg(it.key()));
            int n = 0;
            if (!r.integer(it.value(), where, &n)) return false;
            out->insert(it.key(), n);
        }
        return true;
    }

    bool figure(const QJsonValue &v, const QString &path, FigureChoice *out) const
    {
        QJsonObject o;
        if (!r.object(v, path, &o)) return false;
        if (o.contains(u"type")) {
            QString type;
            const QString where = joinPath(path, QStringLiteral("type"));
            if (!r.string(o.value(u"type"), where, &type)) return false;
            if (!figureTypeFromName(type, &out->type) ||
                (out->type != FigureType::Meeple && out->type != FigureType::Shepherd))
                return r.fail(
                    where, QStringLiteral("expected meeple or shepherd, found \"%1\"").arg(type));
        }
        if (!r.require(o, path, QStringLiteral("on")) ||
            !location(o.value(u"on"), joinPath(path, QStringLiteral("on")), &out->on))
            return false;
        if (o.contains(u"at")) {
            Cell c;
            if (!r.cell(o.value(u"at"), joinPath(path, QStringLiteral("at")), &c)) return false;
            out->at = c;
        }
        return true;
    }

    bool magic(const QJsonValue &v, const QString &path, MagicChoice *out) const
    {
        QJsonObject o;
        if (!r.object(v, path, &o)) return false;
        const auto magicFigure = [this](const QJsonValue &value, const QString &where,
                                        QString *name) {
            if (!r.string(value, where, name)) return false;
            if (*name == u"mage" || *name == u"witch") return true;
            return r.fail(where, QStringLiteral("expected mage or witch, found \"%1\"").arg(*name));
        };
        if (o.contains(u"remove"))
            return magicFigure(o.value(u"remove"), joinPath(path, QStringLiteral("remove")),
                               &out->remove);
        return r.require(o, path, QStringLiteral("figure")) &&
               magicFigure(o.value(u"figure"), joinPath(path, QStringLiteral("figure")),
                           &out->figure) &&
               r.require(o, path, QStringLiteral("at")) &&
               r.cell(o.value(u"at"), joinPath(path, QStringLiteral("at")), &out->at) &&
               r.require(o, path, QStringLiteral("on")) &&
               location(o.value(u"on"), joinPath(path, QStringLiteral("on")), &out->on);
    }

    bool bestMove(const QJsonValue &v, const QString &path, const Puzzle &puzzle,
                  PuzzleMove *out) const
    {
        QJsonObject o;
        if (!r.object(v, path, &o)) return false;
        Move &m = out->move;
        m.player = puzzle.player;
        m.tile = puzzle.tile;
        if (!r.require(o, path, QStringLiteral("at")) ||
            !r.cell(o.value(u"at"), joinPath(path, QStringLiteral("at")), &m.at) ||
            !r.require(o, path, QStringLiteral("rot")) ||
            !r.rotation(o.value(u"rot"), joinPath(path, QStringLiteral("rot")), &m.rot))
            return false;
        if (o.contains(u"figure")) {
            FigureChoice f;
            if (!figure(o.value(u"figure"), joinPath(path, QStringLiteral("figure")), &f))
                return false;
            m.figure = f;
        }
        if (o.contains(u"magic")) {
            MagicChoice mc;
            if (!magic(o.value(u"magic"), joinPath(path, QStringLiteral("magic")), &mc))
                return false;
            m.magic = mc;
        }
        if (o.contains(u"flockAction")) {
            const QString where = joinPath(path, QStringLiteral("flockAction"));
            if (!r.string(o.value(u"flockAction"), where, &m.flockAction)) return false;
            if (m.flockAction != u"grow" && m.flockAction != u"stable")
                return r.fail(
                    where,
                    QStringLiteral("expected grow or stable, found \"%1\"").arg(m.flockAction));
        }
        // The recall is an answer of its own (docs/board-format.md, "The Abbot"), compared like
        // flockAction.
        if (o.contains(u"abbot")) {
            const QString where = joinPath(path, QStringLiteral("abbot"));
            const QJsonValue value = o.value(u"abbot");
            if (!value.isString() || value.toString() != u"return")
                return r.fail(where, QStringLiteral("the key abbot takes only \"return\""));
            m.abbotReturn = true;
        }
        out->path = path;
        return true;
    }

    bool answer(const QJsonValue &v, const QString &path, Puzzle *puzzle) const
    {
        QJsonObject o;
        if (!r.object(v, path, &o)) return false;
        PuzzleAnswer a;
        a.kind = puzzle->kind;
        const auto need = [&](const QString &key) { return r.require(o, path, key); };
        switch (puzzle->kind) {
        case PuzzleKind::FinalScores:
            if (!need(QStringLiteral("scores")) ||
                !pointsMap(o.value(u"scores"), joinPath(path, QStringLiteral("scores")), &a.scores))
                return false;
            break;
        case PuzzleKind::TurnScores:
            if (!need(QStringLiteral("points")) ||
                !pointsMap(o.value(u"points"), joinPath(path, QStringLiteral("points")), &a.points))
                return false;
            break;
        case PuzzleKind::BestMove: {
            QJsonArray best;
            const QString bestPath = joinPath(path, QStringLiteral("best"));
            if (!need(QStringLiteral("points")) ||
                !r.integer(o.value(u"points"), joinPath(path, QStringLiteral("points")), &a.gain) ||
                !need(QStringLiteral("best")) || !r.array(o.value(u"best"), bestPath, &best))
                return false;
            // The search always finds at least one move, so an empty list is no answer at all.
            if (best.isEmpty())
                return r.fail(bestPath, QStringLiteral("expected at least one move"));
            for (qsizetype i = 0; i < best.size(); ++i) {
                PuzzleMove m;
                if (!bestMove(best[i], indexPath(bestPath, i), *puzzle, &m)) return false;
                a.best << m;
            }
            break;
        }
        case PuzzleKind::Free:
            // Both languages are checked by `check`, not here, so an author can save a draft.
            if (!need(QStringLiteral("text")) ||
                !text(o.value(u"text"), joinPath(path, QStringLiteral("text")), &a.text, false))
                return false;
            break;
        }
        puzzle->answer = a;
        return true;
    }

    bool parse(const QJsonValue &v, Puzzle *out) const
    {
        const QString path = QStringLiteral("puzzle");
        QJsonObject o;
        if (!r.object(v, path, &o)) return false;
        QString kind;
        const QString kindPath = joinPath(path, QStringLiteral("kind"));
        if (!r.require(o, path, QStringLiteral("kind")) ||
            !r.string(o.value(u"kind"), kindPath, &kind))
            return false;
        if (!puzzleKindFromName(kind, &out->kind))
            return r.fail(kindPath, QStringLiteral("expected final-scores, turn-scores, "
                                                   "best-move or free, found \"%1\"")
                                        .arg(kind));
        if (!r.require(o, path, QStringLiteral("question")) ||
            !text(o.value(u"question"), joinPath(path, QStringLiteral("question")), &out->question,
                  false))
            return false;
        if (o.contains(u"hints")) {
            QJsonArray hints;
            const QString hintsPath = joinPath(path, QStringLiteral("hints"));
            if (!r.array(o.value(u"hints"), hintsPath, &hints)) return false;
            for (qsizetype i = 0; i < hints.size(); ++i) {
                PuzzleText t;
                if (!text(hints[i], indexPath(hintsPath, i), &t, false)) return false;
                out->hints << t;
            }
        }
        if (o.contains(u"explanation") &&
            !text(o.value(u"explanation"), joinPath(path, QStringLiteral("explanation")),
                  &out->explanation, false))
            return false;
        if (o.contains(u"player") &&
            !playerId(o.value(u"player"), joinPath(path, QStringLiteral("player")), &out->player))
            return false;
        if (o.contains(u"tile") &&
            !r.string(o.value(u"tile"), joinPath(path, QStringLiteral("tile")), &out->tile))
            return false;
        if (out->kind == PuzzleKind::BestMove) {
            // The question is meaningless without who plays what.
            if (!r.require(o, path, QStringLiteral("player")) ||
                !r.require(o, path, QStringLiteral("tile")))
                return false;
        }
        return !o.contains(u"answer") ||
               answer(o.value(u"answer"), joinPath(path, QStringLiteral("answer")), out);
    }

private:
    detail::JsonReader r;
    QStringList m_players;
};

} // namespace

std::optional<Puzzle> Puzzle::parse(const BoardFile &file, FileError *error)
{
    FileError local;
    FileError *err = error ? error : &local;
    if (!present(file)) {
        *err = {2, QStringLiteral("puzzle"), QStringLiteral("the file has no puzzle")};
        return std::nullopt;
    }
    Puzzle puzzle;
    if (!PuzzleReader(file, err).parse(file.json().value(u"puzzle"), &puzzle)) return std::nullopt;
    return puzzle;
}

} // namespace ml
