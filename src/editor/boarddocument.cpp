#include "boarddocument.h"

#include <QFile>

namespace ml
{

BoardDocument::BoardDocument(QObject *parent) : QObject(parent) {}

bool BoardDocument::load(const QByteArray &data, const QString &fileName, FileError *error)
{
    FileError ignored;
    FileError *err = error ? error : &ignored;
    std::optional<BoardFile> file = BoardFile::parse(data, err);
    if (!file) return false;
    std::optional<Replay> replay = file->replay({}, err);
    if (!replay || !replay->game) return false;
    m_file = std::move(file);
    m_replay = std::move(replay);
    m_fileName = fileName;
    Q_EMIT changed();
    return true;
}

bool BoardDocument::loadFile(const QString &path, FileError *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error) {
            error->exitCode = 2;
            error->where.clear();
            error->reason = f.errorString();
        }
        return false;
    }
    return load(f.readAll(), path, error);
}

const Game *BoardDocument::game() const
{
    return m_replay && m_replay->game ? &*m_replay->game : nullptr;
}

QString BoardDocument::title(const QString &language) const
{
    return m_file ? m_file->title(language) : QString();
}

QString BoardDocument::description(const QString &language) const
{
    return m_file ? m_file->description(language) : QString();
}

} // namespace ml
