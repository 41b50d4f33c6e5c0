// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lesson.h"

#include <QDialog>
#include <QStringList>

#include <memory>

namespace ml
{

namespace Ui
{
class LessonLibraryDialog;
}

// The lessons at hand: the bundled course (Learning Carcassonne) in its order, then the
// lesson files opened before, each with its pages and how many of its questions the student
// has answered right. Take, Present and Edit hand the chosen lesson's path to the window.
class LessonLibraryDialog : public QDialog
{
    Q_OBJECT
public:
    // The bundled course's folder in the resources.
    static QString courseFolder();

    explicit LessonLibraryDialog(const QString &lang, QWidget *parent = nullptr);
    ~LessonLibraryDialog() override;

    // Reads the course and the recent lessons again (after progress changed).
    void refresh();
    // The paths listed, in order; the current one.
    QStringList paths() const { return m_paths; }
    QString currentPath() const;
    void setCurrentRow(int row);

    // Remembers a lesson file opened from disk, for the list.
    static void addRecent(const QString &path);

Q_SIGNALS:
    void takeRequested(const QString &path);
    void presentRequested(const QString &path);
    void editRequested(const QString &path);
    void openRequested();

private:
    std::unique_ptr<Ui::LessonLibraryDialog> m_ui;
    QString m_lang;
    QStringList m_paths;
};

} // namespace ml
